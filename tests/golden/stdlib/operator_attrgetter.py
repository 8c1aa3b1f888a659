# attrgetter reads an attribute, a dotted path, or several (a tuple).
import operator as op
class P:
    def __init__(self, name, age):
        self.name = name
        self.age = age
        self.me = self
people = [P("bo", 30), P("al", 25)]
print([p.name for p in sorted(people, key=op.attrgetter("age"))])
print(op.attrgetter("me.me.name")(people[0]), op.attrgetter("name", "age")(people[1]))
print(op.attrgetter("real", "imag")(3), op.attrgetter("name"))

# expect: ['al', 'bo']
# expect: bo ('al', 25)
# expect: (3, 0) operator.attrgetter('name')
