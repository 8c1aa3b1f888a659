# ZipFile.printdir: CPython's table of names, modification times and sizes.
import zipfile, tempfile, os
p = os.path.join(tempfile.mkdtemp(), "p.zip")
with zipfile.ZipFile(p, "w") as z:
    z.writestr(zipfile.ZipInfo("report_2020_final_version_with_long_name.txt", (2020, 5, 17, 10, 30, 4)), "x" * 1234)
    z.writestr(zipfile.ZipInfo("b/"), "")
    z.printdir()
with zipfile.ZipFile(p) as z:
    z.printdir()
# expect: File Name                                             Modified             Size
# expect: report_2020_final_version_with_long_name.txt   2020-05-17 10:30:04         1234
# expect: b/                                             1980-01-01 00:00:00            0
# expect: File Name                                             Modified             Size
# expect: report_2020_final_version_with_long_name.txt   2020-05-17 10:30:04         1234
# expect: b/                                             1980-01-01 00:00:00            0
