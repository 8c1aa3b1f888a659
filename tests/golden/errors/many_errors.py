# no-cross-check: a Weft restriction (CPython runs this program)
x = 1
async def f():
    pass
print(x)
# expect error: SyntaxError: async/await is not supported in Weft
