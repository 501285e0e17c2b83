/** English texts of owner insights and the chart component (issue 11), spread into en.ts. */
export const insightsEn = {
  "chart.summary": "{total} in total; highest: {max} on {label}.",
  "chart.summaryEmpty": "Nothing counted in this period yet.",
  "chart.showTable": "Show the numbers",
  "chart.total": "Total",
  "insights.heading": "Insights, last {days} days",
  "insights.viewsChart": "Page views per day, last {days} days",
  "insights.totalsLabel": "Totals, last {days} days",
  "insights.day": "Day",
  "insights.views": "Page views",
  "insights.appearances": "Search appearances",
  "insights.phone": "Phone clicks",
  "insights.website": "Website clicks",
  "insights.directions": "Directions clicks",
  "insights.email": "Email clicks",
  "insights.note":
    "Search engines and other automated visits are not counted, and nothing about your visitors is kept: only the daily numbers.",
  "insights.link.phone": "phone number",
  "insights.link.website": "website",
  "insights.link.directions": "address",
  "insights.link.email": "email address",
  "insights.outMissing": "No {link} on file for {name}",
  "insights.outMissingText":
    "This provider has not given us their {link}. Their listing has the other ways to reach them.",
  "insights.outBack": "Back to {name}",
  "detail.directions": "Get directions",
} as const;
