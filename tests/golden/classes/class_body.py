# a class body runs like code: computed attributes, loops, nested classes and functions,
# names read from the body then from globals, decorators on methods and on the class
SCALE = 10


def register(cls):
    cls.registered = True
    return cls


def twice(f):
    def wrapper(self):
        return 2 * f(self)
    return wrapper


@register
class Table:
    """Holds things."""
    size = 3
    area = size * size
    cells = [i * SCALE for i in range(size)]
    total = 0
    for k in range(4):
        total += k
    del k
    if size > 2:
        big = True
    else:
        big = False
    label = str(size) + "x"
    doubled = (lambda n: n * 2)(size)

    class Row:
        width = 2

    def helper(x):
        return x + 1

    first = helper(1)
    helper = staticmethod(helper)

    @twice
    def value(self):
        return self.size


t = Table()
print(t.area, t.cells, t.total, t.big, t.label, t.doubled, t.first, Table.helper(5))
print(Table.registered, Table.Row.width, t.value(), Table.__doc__, hasattr(Table, "k"))
# expect: 9 [0, 10, 20] 6 True 3x 6 2 6
# expect: True 2 6 Holds things. False
