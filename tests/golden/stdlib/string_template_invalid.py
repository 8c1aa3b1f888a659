# An invalid placeholder: line and column as CPython counts them.
from string import Template
for tpl in ["ab $ c", "line1\nx $1", "${ x}", "end $"]:
    try:
        Template(tpl).substitute(x=1)
    except ValueError as e:
        print(e)
Template("a\n\nb$").substitute()

# expect: Invalid placeholder in string: line 1, col 4
# expect: Invalid placeholder in string: line 2, col 3
# expect: Invalid placeholder in string: line 1, col 1
# expect: Invalid placeholder in string: line 1, col 5
# expect runtime error: ValueError: Invalid placeholder in string: line 3, col 2
