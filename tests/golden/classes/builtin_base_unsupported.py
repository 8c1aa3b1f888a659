# no-cross-check: subclassing complex is not supported yet (CPython allows it)
class MyComplex(complex):
    pass

# expect runtime error: TypeError: subclassing the builtin type 'complex' is not supported in Weft yet
