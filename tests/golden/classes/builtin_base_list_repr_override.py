# A list subclass overriding __repr__: print, str and f-strings use it.
class Row(list):
    def __repr__(self):
        return "Row(" + ", ".join(str(x) for x in self) + ")"

r = Row([1, 2])
print(r, str(r), f"{r}", [r])
# expect: Row(1, 2) Row(1, 2) Row(1, 2) [Row(1, 2)]
