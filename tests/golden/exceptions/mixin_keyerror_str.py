# A class deriving from KeyError after another exception class takes KeyError's str() (the first
# builtin exception class on its MRO), through super().__str__() too.
class AppError(Exception):
    code = 1
    def __str__(self):
        return f"[E{self.code}] " + super().__str__()
class MissingKey(AppError, KeyError):
    code = 11
class Other(AppError):
    pass
print(MissingKey("port"), Other("port"), str(KeyError("k")), repr(MissingKey("x")))
try:
    {}["a"]
except LookupError as e:
    print(type(e).__name__, e)
try:
    raise MissingKey("host")
except KeyError as e:
    print("caught as KeyError:", e, isinstance(e, AppError))
# expect: [E11] 'port' [E1] port 'k' MissingKey('x')
# expect: KeyError 'a'
# expect: caught as KeyError: [E11] 'host' True
