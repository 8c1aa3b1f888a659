# A script's invalid escape sequences are hidden by the default filters (its module is not
# __main__ at compile time), as in CPython 3.11.
pattern = "\d+\.\d*"
print(pattern, len(pattern))

# expect: \d+\.\d* 8
