# an error in __init__ when a builtin calls the class
class P:
    def __init__(self, s):
        self.n = int(s)


print([p.n for p in map(P, ["1", "2"])])
print(list(map(P, ["3", "x"])))
# expect: [1, 2]
# expect runtime error: ValueError: invalid literal for int() with base 10: 'x'
