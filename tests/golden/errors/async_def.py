async def f():
    await g()
# expect error: SyntaxError: async/await is not supported in Weft
