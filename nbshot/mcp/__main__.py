from nbshot.mcp import main

main()
