from nbshot.mcp.start import main

main()
