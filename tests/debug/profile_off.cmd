# run: jitfn.py --profile
break 16
run
print m
continue
