# An instance's __dict__ keeps the order its attributes were set in, even when another
# instance of the class set them in another order first (vars(), __dict__, repr built on them)
class P:
    pass


a = P()
a.x = 1
a.y = 2
b = P()
b.y = 3
b.x = 4
b.z = 5
print(vars(a), vars(b))
c = P()
c.x = 0
del c.x
c.y = 1
c.x = 2
print(c.__dict__, list(vars(c)))


class Rec:
    def __init__(self, first):
        if first:
            self.name = "n"
        self.size = 1
        if not first:
            self.name = "m"


print(vars(Rec(True)), vars(Rec(False)), Rec(False).name)
# expect: {'x': 1, 'y': 2} {'y': 3, 'x': 4, 'z': 5}
# expect: {'y': 1, 'x': 2} ['y', 'x']
# expect: {'name': 'n', 'size': 1} {'size': 1, 'name': 'm'} m
