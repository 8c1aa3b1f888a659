# A list subclass whose __init__ calls super().__init__(items) and keeps its own attribute.
class Named(list):
    def __init__(self, name, items=()):
        super().__init__(items)
        self.name = name

n = Named("nums", [3, 4])
n.append(5)
print(n.name, n, len(n), vars(n))
# expect: nums [3, 4, 5] 3 {'name': 'nums'}
