(a.b := 1)
# expect error: walrus_attribute.py:1:2: error: cannot use assignment expressions with attribute
