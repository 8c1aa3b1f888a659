# Template.substitute with a placeholder left unfilled, or an invalid one: string.py raises
# them (inside convert, which re.sub calls), and CPython's traceback shows those frames.
from string import Template

letter = Template("Dear $name, you owe $$$amount.")
print(letter.substitute(name="Ann", amount=5))
try:
    Template("50$ off").substitute()
except ValueError as e:
    print(e)
print(letter.safe_substitute(name="Bo"))
letter.substitute(name="Cy")
# expect: Dear Ann, you owe $5.
# expect: Invalid placeholder in string: line 1, col 3
# expect: Dear Bo, you owe $$amount.
# expect stderr:   File "/usr/lib/python3.11/string.py", line 121, in substitute
# expect stderr:     return self.pattern.sub(convert, self.template)
# expect stderr:   File "/usr/lib/python3.11/string.py", line 114, in convert
# expect stderr:     return str(mapping[named])
# expect stderr:                ~~~~~~~^^^^^^^
# expect runtime error: KeyError: 'amount'
