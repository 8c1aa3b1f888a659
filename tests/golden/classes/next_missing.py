# next() of an object without __next__
class I:
    pass


next(I())
# expect runtime error: TypeError: 'I' object is not an iterator
