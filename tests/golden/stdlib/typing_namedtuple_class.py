# typing.NamedTuple as a base: annotated names are the fields, their values the defaults, the
# body's methods stay (its __str__ too); a subclass of it is an ordinary class.
from typing import NamedTuple
class Emp(NamedTuple):
    """An employee."""
    name: str
    dept: str = "eng"
    salary: float = 0.0
    def raised(self, pct):
        return self._replace(salary=self.salary * (1 + pct))
    def __str__(self):
        return f"{self.name}@{self.dept}"
e = Emp("ann", salary=10.0)
print(e, repr(e), e._asdict(), e.dept, e[0], len(e), e.raised(0.5), Emp._fields, Emp._field_defaults)
print(Emp.__annotations__, Emp.__doc__, isinstance(e, tuple), e == ("ann", "eng", 10.0))
n, d, s = e
print(n, d, s, sorted([Emp("b"), Emp("a")]))
class E2(Emp):
    def hello(self):
        return "hi " + self.name
print(E2("z").hello(), E2("z"))
Emp()
# expect: ann@eng Emp(name='ann', dept='eng', salary=10.0) {'name': 'ann', 'dept': 'eng', 'salary': 10.0} eng ann 3 ann@eng ('name', 'dept', 'salary') {'dept': 'eng', 'salary': 0.0}
# expect: {'name': <class 'str'>, 'dept': <class 'str'>, 'salary': <class 'float'>} An employee. True True
# expect: ann eng 10.0 [Emp(name='a', dept='eng', salary=0.0), Emp(name='b', dept='eng', salary=0.0)]
# expect: hi z z@eng
# expect runtime error: TypeError: Emp.__new__() missing 1 required positional argument: 'name'
