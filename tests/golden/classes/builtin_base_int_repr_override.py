# An int subclass overriding __repr__: print and str use it; format with a spec formats the value.
class Cents(int):
    def __repr__(self):
        return f"{int(self) / 100:.2f} EUR"

c = Cents(1999)
print(c, str(c), repr(c), f"{c}", f"{c:>8}", c + 1)
# expect: 19.99 EUR 19.99 EUR 19.99 EUR 19.99 EUR     1999 2000
