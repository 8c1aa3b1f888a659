def total(values):
    count = 0
    for v in values:
        count += v
    return cont
print(total([1, 2]))
# expect stderr:   File "rt_name_suggestion.py", line 5, in total
# expect runtime error: NameError: name 'cont' is not defined. Did you mean: 'count'?
