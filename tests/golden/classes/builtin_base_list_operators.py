# list's operators on a list subclass: + and * give lists, += extends in place and keeps the
# class, comparisons compare the items.
class Items(list):
    pass

a = Items([1, 2])
print(a + [3], type(a + [3]).__name__, [0] + a, a * 2, type(a * 2).__name__)
b = a
a += [3]
print(a, type(a).__name__, a is b, a == [1, 2, 3], [1, 2, 3] == a, a < [2])
# expect: [1, 2, 3] list [0, 1, 2] [1, 2, 1, 2] list
# expect: [1, 2, 3] Items True True True True
