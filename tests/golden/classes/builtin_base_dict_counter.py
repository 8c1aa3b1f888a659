# A counting dict: __missing__ stores a default, so d[k] += 1 works on new keys.
class Counts(dict):
    def __missing__(self, key):
        self[key] = 0
        return 0

c = Counts()
for w in "a b a c a b".split():
    c[w] += 1
print(c, max(c, key=c.get))
# expect: {'a': 3, 'b': 2, 'c': 1} a
