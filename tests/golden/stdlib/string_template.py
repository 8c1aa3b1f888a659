# string.Template: $name, ${name}, $$, keywords over the mapping, safe_substitute keeps unknowns.
from string import Template
t = Template("Hello $name, you owe $$${amount} ($what)")
print(t.substitute(name="Ann", amount=5, what=[1]))
print(t.safe_substitute(name="Bo"), t.template)
print(Template("$a$b ${a}x").substitute({"a": 1, "b": 2}, b="B"))
print(Template("$ 5 $1 ${x y} $").safe_substitute(x=1))
try:
    Template("$missing").substitute({"other": 1})
except KeyError as e:
    print("KeyError", e)

# expect: Hello Ann, you owe $5 ([1])
# expect: Hello Bo, you owe $${amount} ($what) Hello $name, you owe $$${amount} ($what)
# expect: 1B 1x
# expect: $ 5 $1 ${x y} $
# expect: KeyError 'missing'
