# item assignment on an object without __setitem__
class E:
    def __getitem__(self, k):
        return k


e = E()
print(e[3])
e[0] = 1
# expect: 3
# expect runtime error: TypeError: 'E' object does not support item assignment
