# In a function, a name declared global can't be annotated (CPython's symtable error).
def setup():
    global limit
    limit: int = 10


setup()
# expect error: SyntaxError: annotated name 'limit' can't be global
