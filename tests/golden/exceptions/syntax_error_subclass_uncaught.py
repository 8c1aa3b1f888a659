# A SyntaxError subclass with its own __str__: the uncaught line still shows msg.
class E(SyntaxError):
    def __str__(self):
        return "custom"
e = E("m", ("f.py", 1, 1, "x"))
print(str(e), e.msg, e.lineno)
raise e
# expect: custom m 1
# expect runtime error: E: m
