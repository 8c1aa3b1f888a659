# no-cross-check: a Weft restriction (CPython runs this program)
async def f():
    await g()
# expect error: SyntaxError: async/await is not supported in Weft
