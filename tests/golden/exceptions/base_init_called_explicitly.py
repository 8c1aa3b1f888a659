# Exception subclasses that call their base's methods through the class, as older course code
# does: Exception.__init__(self, msg), ValueError.__init__, BaseException.__str__/__repr__
# (Weft said "'type' object has no attribute '__init__'")
class E(Exception):
    def __init__(self, msg):
        Exception.__init__(self, msg)
        self.msg = msg


try:
    raise E("boom")
except E as e:
    print(repr(e), e.msg, e.args)


class F(ValueError):
    def __init__(self, a, b):
        ValueError.__init__(self, a)
        self.b = b


print(repr(F(1, 2)), F(1, 2).args, F(1, 2).b)


class H(KeyError):
    def __init__(self, k):
        KeyError.__init__(self, k, "extra")


print(H("x").args, str(H("x")))


class G(Exception):
    def __str__(self):
        return "G: " + Exception.__str__(self)

    def __repr__(self):
        return "r" + BaseException.__repr__(self)


print(G(1, 2), repr(G("x")))
print(hasattr(ValueError, "__init__"), callable(OSError.__init__))


class Plain(Exception):
    pass


p = Plain()
Plain.__init__(p, "late", 2)
print(p.args)
# expect: E('boom') boom ('boom',)
# expect: F(1) (1,) 2
# expect: ('x', 'extra') ('x', 'extra')
# expect: G: (1, 2) rG('x')
# expect: True True
# expect: ('late', 2)
