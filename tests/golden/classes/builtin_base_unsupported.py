# no-cross-check: subclassing builtin types is not supported yet (CPython allows it)
class MyInt(int):
    pass
# expect runtime error: TypeError: subclassing the builtin type 'int' is not supported in Weft yet
