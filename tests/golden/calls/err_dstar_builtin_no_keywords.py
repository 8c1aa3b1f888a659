# a builtin without keyword parameters refuses unpacked keywords
len(**{'obj': [1]})
# expect runtime error: TypeError: len() takes no keyword arguments
