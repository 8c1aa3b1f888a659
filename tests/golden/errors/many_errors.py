x = 1
async def f():
    pass
print(x)
# no-cross-check: Weft-specific compile error
# expect error: many_errors.py:2:1: error: async/await is not supported in Weft
