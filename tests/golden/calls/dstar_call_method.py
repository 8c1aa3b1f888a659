# ** into a bound method and a method called through its class
class C:
    def m(self, a, **kw):
        return a, kw

c = C()
print(c.m(**{'a': 1, 'b': 2}))
print(C.m(c, 0, **{'q': 9}))
bound = c.m
print(bound(*[5], **{'r': 6}))
# expect: (1, {'b': 2})
# expect: (0, {'q': 9})
# expect: (5, {'r': 6})
