# the default repr names the class (the address varies, so only its shape is checked)
class P:
    pass


class Q(P):
    def __str__(self):
        return "a Q"


r = repr(P())
print(r.startswith("<__main__.P object at 0x"), r.endswith(">"))
print(str(Q()), repr(Q()).startswith("<__main__.Q object at 0x"), f"{Q()}")
print(repr(P) , str(Q), repr(object))
# expect: True True
# expect: a Q True a Q
# expect: <class '__main__.P'> <class '__main__.Q'> <class 'object'>
