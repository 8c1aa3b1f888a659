# item deletion on an object without __delitem__
class E:
    def __getitem__(self, k):
        return k


e = E()
del e[0]
# expect runtime error: TypeError: 'E' object doesn't support item deletion
