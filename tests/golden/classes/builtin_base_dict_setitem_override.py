# A dict subclass overriding __setitem__ and delegating to super().
class Upper(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k.upper(), v)

u = Upper()
u["x"] = 1
u["y"] = 2
print(u, u["X"], list(u.keys()), u.pop("Y"), u)
# expect: {'X': 1} 1 ['X', 'Y'] 2 {'X': 1}
