# A method call site that keeps finding Python methods stops trying the C-method path; dicts,
# lists and instances passing through it later still get the right method.
class Store:
    def __init__(self):
        self.items = []

    def append(self, x):
        self.items.append(x * 10)


def put(box, x):
    box.append(x)
    return box


s = Store()
for i in range(40):
    put(s, i)
print(len(s.items), s.items[-1], put([], 7), put(Store(), 1).items)
# expect: 40 390 [7] [10]
