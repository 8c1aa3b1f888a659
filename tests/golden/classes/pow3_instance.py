# pow(x, e, m) calls x.__pow__(e, m) for an instance; no __rpow__ for three arguments.
class M:
    def __init__(self, v):
        self.v = v
    def __pow__(self, n, mod=None):
        return M(pow(self.v, n, mod))
    def __repr__(self):
        return f"M({self.v})"
class R:
    def __rpow__(self, o, mod=None):
        return "rpow"
class No:
    def __pow__(self, n, mod=None):
        return NotImplemented
print(pow(M(5), 2, 3), pow(M(5), 2), M(2) ** 10, 2 ** R())
for args in [(2, R(), 5), (No(), 2, 3), (object(), 2, 3)]:
    try:
        print(pow(*args))
    except TypeError as e:
        print("TypeError:", e)
# expect: M(1) M(25) M(1024) rpow
# expect: TypeError: unsupported operand type(s) for ** or pow(): 'int', 'R', 'int'
# expect: TypeError: unsupported operand type(s) for ** or pow(): 'No', 'int', 'int'
# expect: TypeError: unsupported operand type(s) for ** or pow(): 'object', 'int', 'int'
