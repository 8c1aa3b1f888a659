# partition and rpartition.
print("key=value=x".partition("="), "key=value=x".rpartition("="))
print("novalue".partition("="), "novalue".rpartition("="))

# expect: ('key', '=', 'value=x') ('key=value', '=', 'x')
# expect: ('novalue', '', '') ('', '', 'novalue')
