# A module-level method call whose argument names an unset global raises NameError as before.
d = {}
print(d.get(1, 0))
print(d.get(nowhere, 0))
# expect: 0
# expect runtime error: NameError: name 'nowhere' is not defined
