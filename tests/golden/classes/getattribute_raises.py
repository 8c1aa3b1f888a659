# An AttributeError raised by __getattribute__ with no __getattr__ is what the read raises.
class Strict:
    def __getattribute__(self, name):
        raise AttributeError(f"no {name} here")


s = Strict()
print(hasattr(s, "x"))
print(s.x)
# expect: False
# expect runtime error: AttributeError: no x here
