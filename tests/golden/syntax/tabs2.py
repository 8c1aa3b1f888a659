if True:
	x = 1
        y = 2
# expect error: TabError: inconsistent use of tabs and spaces in indentation
