# vars(obj) and obj.__dict__: the instance's attributes in the order they were set.
class P:
    def __init__(self):
        self.b = 2
        self.a = 1

p = P()
p.c = 3
print(vars(p), p.__dict__, list(vars(p)))
del p.b
print(vars(p), vars(P()) == {"b": 2, "a": 1})
# expect: {'b': 2, 'a': 1, 'c': 3} {'b': 2, 'a': 1, 'c': 3} ['b', 'a', 'c']
# expect: {'a': 1, 'c': 3} True
