# A dict subclass without __missing__ raises KeyError for an absent key.
class Plain(dict):
    pass

p = Plain(a=1)
print(p["a"])
print(p["nope"])
# expect: 1
# expect runtime error: KeyError: 'nope'
