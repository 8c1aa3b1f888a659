# string.Template subclasses: a custom delimiter, idpattern, braceidpattern, flags or pattern
from string import Template
import re

class Pct(Template):
    delimiter = "%"

class Dotted(Template):
    idpattern = r"[a-z]+(?:\.[a-z]+)*"

class Strict(Template):
    flags = 0
    idpattern = r"[A-Z]+"

class Brace(Template):
    braceidpattern = r"[^}]+"

class Angle(Template):
    pattern = r"""<<(?:
        (?P<escaped><<) |
        (?P<named>\w+)>> |
        (?P<braced>\w+)>> |
        (?P<invalid>)
    )"""

print(Pct("100%% of %who, %{n} times").substitute(who="cats", n=3))
print(Dotted("$user.name is $user.age").substitute({"user.name": "Ann", "user.age": 7}))
print(Strict("$NAME and $name").safe_substitute(NAME="X", name="y"))
print(Brace("${first name} $x").substitute({"first name": "Bo", "x": 1}))
print(Angle("<<a>> and <<<< and <<b>>").substitute(a=1, b=2))
t = Template("$a ${b} $$ $c")
print(t.template, t.delimiter, t.idpattern, t.braceidpattern, t.flags)
print(t.get_identifiers(), t.is_valid(), Template("$ 5").is_valid())
print(type(Template.pattern) is re.Pattern, Pct.pattern.pattern.split()[0])
print(isinstance(Pct("x"), Template), Pct.__mro__[1].__name__, Template.__module__)
print(t.safe_substitute({"a": 1}, c=3))
for bad in ["$5", "line1\n  $ x", "${a"]:
    try:
        Template(bad).substitute(a=1)
    except ValueError as e:
        print("ValueError:", e)
try:
    Pct("%missing").substitute()
except KeyError as e:
    print("KeyError:", e)
print(Template("$a").substitute({"a": "map"}, a="kw"))
Template("$who").substitute(what=1)
# expect: 100% of cats, 3 times
# expect: Ann is 7
# expect: X and $name
# expect: Bo 1
# expect: 1 and $ and 2
# expect: $a ${b} $$ $c $ (?a:[_a-z][_a-z0-9]*) None re.IGNORECASE
# expect: ['a', 'b', 'c'] True False
# expect: True %(?:
# expect: True Template string
# expect: 1 ${b} $ 3
# expect: ValueError: Invalid placeholder in string: line 1, col 1
# expect: ValueError: Invalid placeholder in string: line 2, col 3
# expect: ValueError: Invalid placeholder in string: line 1, col 1
# expect: KeyError: 'missing'
# expect: kw
# expect runtime error: KeyError: 'who'
