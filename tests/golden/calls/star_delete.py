a = b = 1
del *a, b
# expect error: star_delete.py:2:5: error: cannot delete starred
