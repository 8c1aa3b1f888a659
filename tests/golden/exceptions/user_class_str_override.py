# __str__ of an exception class shows in str(), print() and f-strings; repr() stays the default.
class CodeError(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code

    def __str__(self):
        return f"error code {self.code}"

e = CodeError(7)
print(e)
print(f"[{e}]", repr(e))
# expect: error code 7
# expect: [error code 7] CodeError(7)
