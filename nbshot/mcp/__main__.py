from nbshot.mcp.server import main

main()
