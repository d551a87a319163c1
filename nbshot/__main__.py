from nbshot.cli import main

main()
