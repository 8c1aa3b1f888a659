# __repr__ must return a str
class R:
    def __repr__(self):
        return 1


print(repr(R()))
# expect runtime error: TypeError: __repr__ returned non-string (type int)
