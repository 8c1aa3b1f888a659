# changing a class after creation: new and replaced methods, class attributes, base classes
# changed later, instance attributes shadowing methods
class Base:
    def hello(self):
        return "base hello"


class Kid(Base):
    pass


k = Kid()
results = []
for i in range(3):
    results.append(k.hello())
    if i == 0:
        Base.hello = lambda self: "patched base"
    if i == 1:
        Kid.hello = lambda self: "kid's own"
print(results)
del Kid.hello
print(k.hello())
Base.extra = 42
print(k.extra, Kid.extra)
k.hello = lambda: "instance"
print(k.hello(), Kid().hello())


class Counter:
    count = 0

    def __init__(self):
        Counter.count += 1
        self.id = Counter.count


items = [Counter() for _ in range(5)]
print([c.id for c in items], Counter.count, items[2].count)
# expect: ['base hello', 'patched base', "kid's own"]
# expect: patched base
# expect: 42 42
# expect: instance patched base
# expect: [1, 2, 3, 4, 5] 5 5
