async def f():
    await g()
# no-cross-check: Weft-specific compile error
# expect error: async_def.py:1:1: error: async/await is not supported in Weft
