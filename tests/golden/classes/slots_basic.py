# __slots__: instances take the listed attributes (and a subclass's plus its bases'); a
# subclass without __slots__ gets a __dict__ again.
class P:
    __slots__ = ("x",)

    def __init__(self):
        self.x = 0

    def bump(self):
        self.x += 1
        return self.x


class Q(P):
    __slots__ = ["y"]


class R(P):
    pass


p = P()
for i in range(3):
    p.bump()
print(p.x, P.__slots__)
q = Q()
q.y = 2
print(q.x, q.y)
for i in range(2):
    try:
        q.other = i
    except AttributeError as e:
        print(e)
r = R()
r.w = 5
print(r.x, r.w, vars(r))
# expect: 3 ('x',)
# expect: 0 2
# expect: 'Q' object has no attribute 'other'
# expect: 'Q' object has no attribute 'other'
# expect: 0 5 {'w': 5}
